#!/bin/sh
# Remove what install.sh put in place: the program, the menu entry, the
# icons, the AppStream metadata and ~/.local/bin/canasta-desktop.
# Saved games, score sheets and settings are kept (see the message at the end).
set -eu

APP_ID=io.github.canasta_desktop.CanastaDesktop
NAME=canasta-desktop
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
TARGET=$DATA_HOME/$APP_ID
BIN_DIR=$HOME/.local/bin

rm -f "$DATA_HOME/applications/$APP_ID.desktop"
rm -f "$DATA_HOME/metainfo/$APP_ID.metainfo.xml"
for icon in "$DATA_HOME"/icons/hicolor/*/apps/"$APP_ID".png \
            "$DATA_HOME"/icons/hicolor/*/apps/"$APP_ID".svg; do
    [ -e "$icon" ] && rm -f "$icon"
done
# The command, only if it is ours.
if [ -L "$BIN_DIR/$NAME" ] && [ "$(readlink "$BIN_DIR/$NAME")" = "$TARGET/$NAME" ]; then
    rm -f "$BIN_DIR/$NAME"
fi
rm -rf "$TARGET" "$TARGET.new"

touch "$DATA_HOME/icons/hicolor" 2>/dev/null || true
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$DATA_HOME/icons/hicolor" ]; then
    gtk-update-icon-cache -q -t -f "$DATA_HOME/icons/hicolor" 2>/dev/null || true
fi

echo "Canasta Desktop is uninstalled."
echo "Your saved games and score sheets are still in $DATA_HOME/canasta-desktop"
echo "(settings: ${XDG_CONFIG_HOME:-$HOME/.config}/CanastaDesktop); delete them by hand if you wish."
