; Inno Setup 6 script: the Windows installer of Canasta Desktop.
; `python packaging/build.py windows` runs it when iscc is on the PATH:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\canasta-desktop-0.1.0-windows /Odist packaging\windows\canasta-desktop.iss
; It installs the PyInstaller folder for the current user (no administrator
; rights needed; "Install for all users" is offered), adds Start menu and
; optional desktop shortcuts, and an uninstaller that keeps saved games.
; UNTESTED: written on Linux, never compiled (see packaging/README.md).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\canasta-desktop-" + AppVersion + "-windows"
#endif
#define AppName "Canasta Desktop"
#define AppExe "canasta-desktop.exe"

[Setup]
; AppId is fixed forever: it is how upgrades find the installed version.
AppId={{7432847D-37A5-516B-B143-C79A259AAFA4}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Canasta Desktop contributors
AppPublisherURL=https://github.com/canasta-desktop/canasta-desktop
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=canasta-desktop-{#AppVersion}-windows-setup
SetupIconFile=canasta-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
