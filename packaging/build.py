"""Build the double-click application with PyInstaller: one command per platform.

    python packaging/build.py linux      # dist/canasta-desktop-<version>-linux-<arch>.tar.gz
    python packaging/build.py windows    # dist\\canasta-desktop-<version>-windows\\ (+ Inno Setup)
    python packaging/build.py macos      # dist/Canasta Desktop.app (+ .zip)

Run it from any folder, with Python 3.11 or newer, on the platform you build
for (PyInstaller does not cross-compile).  It:

1. creates a build virtual environment in ``build/pyinstaller-venv`` (once)
   and installs ``packaging/requirements-build.txt`` into it (pinned
   PyInstaller and PySide6-Essentials; needs the network the first time);
   ``--python PY`` uses an existing interpreter that already has them;
2. runs PyInstaller on ``packaging/<platform>/canasta-desktop.spec``
   (one folder, windowed), work files in ``build/pyinstaller-<platform>``;
3. Linux: adds the desktop entry, AppStream metainfo, icons and the
   ``install.sh`` / ``uninstall.sh`` scripts, and packs the tar.gz;
   macOS: zips the .app; Windows: compiles ``packaging/windows/canasta-desktop.iss``
   when Inno Setup's ``iscc`` is on the PATH;
4. runs the frozen binary with ``--smoke-test`` (offscreen on Linux) unless
   ``--no-smoke-test``, and prints sizes and times.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
REQUIREMENTS = PACKAGING / "requirements-build.txt"
NAME = "canasta-desktop"
APP_NAME = "Canasta Desktop"
APP_ID = "io.github.canasta_desktop.CanastaDesktop"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PLATFORMS = ("linux", "windows", "macos")


def version() -> str:
    text = (ROOT / "canasta_desktop" / "__init__.py").read_text("utf-8")
    match = re.search(r"""__version__\s*=\s*["']([^"']+)["']""", text)
    return match.group(1) if match else "0"


def run(command: list[str], **kwargs) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], check=True, **kwargs)


def venv_python(folder: Path) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def build_python(explicit: str | None) -> Path:
    """An interpreter with the pinned build requirements."""
    if explicit:
        return Path(explicit)
    folder = BUILD / "pyinstaller-venv"
    python = venv_python(folder)
    stamp = folder / "requirements.sha256"
    wanted = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if python.exists() and stamp.exists() and stamp.read_text().strip() == wanted:
        return python
    if not python.exists():
        print(f"creating the build environment {folder}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
    run([python, "-m", "pip", "install", "--disable-pip-version-check", "-r", REQUIREMENTS])
    stamp.write_text(wanted + "\n")
    return python


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def pyinstaller(python: Path, target: str) -> Path:
    """Run the spec; returns PyInstaller's output folder (or .app)."""
    spec = PACKAGING / target / f"{NAME}.spec"
    dist = BUILD / f"pyinstaller-{target}" / "dist"
    work = BUILD / f"pyinstaller-{target}" / "work"
    started = time.monotonic()
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work, spec])
    print(f"PyInstaller took {time.monotonic() - started:.0f} s")
    if target == "macos":
        return dist / f"{APP_NAME}.app"
    return dist / NAME


def executable(bundle: Path, target: str) -> Path:
    if target == "windows":
        return bundle / f"{NAME}.exe"
    if target == "macos":
        return bundle / "Contents" / "MacOS" / NAME
    return bundle / NAME


def smoke_test(binary: Path) -> float:
    env = dict(os.environ)
    if sys.platform.startswith("linux"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    for variable in ("CANASTA_RESOURCES", "PYTHONPATH", "PYTHONHOME"):
        env.pop(variable, None)  # the bundle must stand on its own
    started = time.monotonic()
    result = subprocess.run([str(binary), "--smoke-test"], env=env, cwd=str(Path.home()),
                            capture_output=True, text=True, timeout=300)
    elapsed = time.monotonic() - started
    lines = [line for line in (result.stdout + result.stderr).splitlines()
             if "propagateSizeHints" not in line and "does not support raise" not in line]
    print("\n".join(lines))
    if result.returncode != 0:
        raise SystemExit(f"smoke test of {binary} failed with status {result.returncode}")
    print(f"smoke test passed in {elapsed:.1f} s (wall time, whole deal included)")
    return elapsed


# --- Linux: the archive ---


def linux_arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def assemble_linux(bundle: Path) -> Path:
    """The folder that becomes the archive: the PyInstaller folder, plus the
    desktop files and the install scripts."""
    top = DIST / f"{NAME}-{version()}-linux-{linux_arch()}"
    if top.exists():
        shutil.rmtree(top)
    shutil.copytree(bundle, top, symlinks=True)
    linux = PACKAGING / "linux"
    share = top / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(linux / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy2(linux / f"{APP_ID}.metainfo.xml", share / "metainfo")
    icons = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        folder = icons / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(ROOT / "resources" / "icons" / "png" / f"{NAME}-{size}.png",
                     folder / f"{APP_ID}.png")
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / f"{NAME}.svg",
                 icons / "scalable" / "apps" / f"{APP_ID}.svg")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(linux / script, top / script)
        (top / script).chmod(0o755)
    shutil.copy2(linux / "README.txt", top / "README.txt")
    return top


def make_tarball(folder: Path) -> Path:
    archive = folder.with_name(folder.name + ".tar.gz")
    with tarfile.open(archive, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name)
    return archive


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("platform", choices=PLATFORMS)
    parser.add_argument("--python", help="interpreter that already has the build requirements "
                                         "(default: a venv in build/pyinstaller-venv)")
    parser.add_argument("--no-smoke-test", action="store_true",
                        help="do not run the built binary")
    args = parser.parse_args(argv)

    host = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform)
    if args.platform != host:
        parser.error(f"PyInstaller cannot cross-compile: build {args.platform} on {args.platform}")

    python = build_python(args.python)
    bundle = pyinstaller(python, args.platform)
    DIST.mkdir(exist_ok=True)
    print(f"bundle: {bundle} ({mib(folder_size(bundle))})")

    if args.platform == "linux":
        top = assemble_linux(bundle)
        archive = make_tarball(top)
        print(f"folder:  {top} ({mib(folder_size(top))})")
        print(f"archive: {archive} ({mib(archive.stat().st_size)})")
        binary = executable(top, "linux")
    elif args.platform == "macos":
        target = DIST / bundle.name
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(bundle, target, symlinks=True)
        archive = DIST / f"{NAME}-{version()}-macos-{platform.machine()}.zip"
        run(["ditto", "-c", "-k", "--keepParent", target, archive])
        print(f"app: {target} ({mib(folder_size(target))}); archive: {archive}")
        binary = executable(target, "macos")
    else:
        target = DIST / f"{NAME}-{version()}-windows"
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(bundle, target)
        print(f"folder: {target} ({mib(folder_size(target))})")
        iscc = shutil.which("iscc") or shutil.which("ISCC")
        if iscc:
            run([iscc, f"/DAppVersion={version()}", f"/DSourceDir={target}",
                 f"/O{DIST}", PACKAGING / "windows" / f"{NAME}.iss"])
        else:
            print("Inno Setup (iscc) not found: no installer made")
        binary = executable(target, "windows")

    if not args.no_smoke_test:
        smoke_test(binary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
