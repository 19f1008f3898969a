#!/usr/bin/env bash
# Prints the path of pdfinfo (poppler-utils, which also has pdftoppm and pdffonts) for the test that
# opens an invitation card's print PDF (e2e/print-pdf.spec.ts): $PDFINFO_PATH, pdfinfo on PATH, or
# Debian's poppler-utils installed as root. Only the path goes to stdout. See ensure-debian-tool.sh.
set -euo pipefail
exec bash "$(dirname "${BASH_SOURCE[0]}")/ensure-debian-tool.sh" ensure-poppler pdfinfo poppler-utils PDFINFO_PATH
