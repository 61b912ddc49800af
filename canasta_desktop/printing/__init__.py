"""Score sheets on paper: `sheet_html` builds the HTML (pure Python),
`sources` finds the sheet of a game, a save or the archive, and `printer`
paints it on a printer, a PDF or an image (Qt)."""
