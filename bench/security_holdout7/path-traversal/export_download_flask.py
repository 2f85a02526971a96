import os
import re
from dataclasses import dataclass
from pathlib import Path

from flask import Flask, abort, request, send_file
from werkzeug.utils import secure_filename

EXPORT_ROOT = Path(os.environ.get("EXPORT_ROOT", "/srv/exports")).resolve()
EXPORT_ID_RE = re.compile(r"[0-9a-f]{32}")
FORMATS = {"csv": "text/csv", "xlsx": "application/vnd.ms-excel", "json": "application/json"}

app = Flask(__name__)


@dataclass(frozen=True)
class ExportRef:
    export_id: str
    fmt: str
    download_name: str


def parse_export_ref(export_id: str, args) -> ExportRef:
    if not EXPORT_ID_RE.fullmatch(export_id):
        abort(404)
    fmt = args.get("format", "csv")
    if fmt not in FORMATS:
        abort(400)
    download_name = secure_filename(args.get("name", "")) or f"export.{fmt}"
    return ExportRef(export_id=export_id, fmt=fmt, download_name=download_name)


class ExportLocator:
    def __init__(self, root: Path):
        self.root = root

    def locate(self, ref: ExportRef) -> Path:
        candidate = (self.root / ref.export_id[:2] / f"{ref.export_id}.{ref.fmt}").resolve()
        if self.root not in candidate.parents:
            abort(404)
        if not candidate.is_file():
            abort(404)
        return candidate


locator = ExportLocator(EXPORT_ROOT)


@app.route("/exports/<export_id>")
def export_download(export_id):
    ref = parse_export_ref(export_id, request.args)
    path = locator.locate(ref)
    return send_file(
        path,
        mimetype=FORMATS[ref.fmt],
        as_attachment=True,
        download_name=ref.download_name,
    )
