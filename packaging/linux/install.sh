#!/bin/sh
# Install Canasta Desktop for the current user (no root needed), from the
# unpacked archive this script is in:
#   - the program goes to $XDG_DATA_HOME/io.github.canasta_desktop.CanastaDesktop/
#     ($XDG_DATA_HOME is ~/.local/share when unset);
#   - the menu entry, the icons and the AppStream metadata go under
#     $XDG_DATA_HOME/applications, icons/hicolor and metainfo;
#   - ~/.local/bin/canasta-desktop starts it from a terminal.
# Running it again updates the installation.  uninstall.sh undoes it all but
# leaves saved games alone.
set -eu

APP_ID=io.github.canasta_desktop.CanastaDesktop
NAME=canasta-desktop
HERE=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
TARGET=$DATA_HOME/$APP_ID
BIN_DIR=$HOME/.local/bin

if [ ! -x "$HERE/$NAME" ] || [ ! -d "$HERE/share" ]; then
    echo "install.sh: run me from the unpacked Canasta Desktop folder" >&2
    exit 1
fi
case $TARGET in
    *[\"\`\$\\%]*)
        echo "install.sh: cannot install under a path containing \" \` \$ \\ or %: $TARGET" >&2
        exit 1 ;;
esac

# 1. The program itself (copied unless we already run from there).
if [ "$HERE" != "$TARGET" ]; then
    mkdir -p "$DATA_HOME"
    rm -rf "$TARGET.new"
    cp -R "$HERE" "$TARGET.new"
    rm -rf "$TARGET"
    mv "$TARGET.new" "$TARGET"
fi

# 2. The menu entry, pointing at the installed program.
mkdir -p "$DATA_HOME/applications"
sed -e "s|^Exec=.*|Exec=\"$TARGET/$NAME\"|" -e "s|^TryExec=.*|TryExec=$TARGET/$NAME|" \
    "$TARGET/share/applications/$APP_ID.desktop" > "$DATA_HOME/applications/$APP_ID.desktop"
chmod 644 "$DATA_HOME/applications/$APP_ID.desktop"

# 3. Icons (hicolor theme) and AppStream metadata.
for dir in "$TARGET"/share/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$DATA_HOME/icons/hicolor/$size/apps"
    cp "$dir"/* "$DATA_HOME/icons/hicolor/$size/apps/"
done
mkdir -p "$DATA_HOME/metainfo"
cp "$TARGET/share/metainfo/$APP_ID.metainfo.xml" "$DATA_HOME/metainfo/"

# 4. A command for the terminal.
mkdir -p "$BIN_DIR"
ln -sf "$TARGET/$NAME" "$BIN_DIR/$NAME"

# 5. Tell the desktop (optional tools; failures do not matter).
touch "$DATA_HOME/icons/hicolor" 2>/dev/null || true
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi

echo "Canasta Desktop is installed in $TARGET"
echo "Start it from the applications menu (Games), or run: $BIN_DIR/$NAME"
case ":$PATH:" in
    *":$BIN_DIR:"*) ;;
    *) echo "($BIN_DIR is not on your PATH: the menu entry works anyway)" ;;
esac
echo "To remove it: $TARGET/uninstall.sh"
