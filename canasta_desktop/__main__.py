"""Entry point for ``python -m canasta_desktop``."""

import sys

from canasta_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
