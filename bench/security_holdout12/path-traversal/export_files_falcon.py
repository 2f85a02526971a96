import json
import mimetypes
from pathlib import Path

import falcon

EXPORT_ROOT = Path("/srv/exports").resolve()


class ExportListResource:
    def on_get(self, req, resp):
        files = [p.name for p in EXPORT_ROOT.iterdir() if p.is_file()]
        resp.media = {"files": sorted(files)}


class ExportFileResource:
    def _locate(self, relative):
        target = (EXPORT_ROOT / relative).resolve()
        try:
            target.relative_to(EXPORT_ROOT)
        except ValueError:
            raise falcon.HTTPForbidden(description="outside export area")
        if not target.is_file():
            raise falcon.HTTPNotFound()
        return target

    def on_get(self, req, resp):
        relative = req.get_param("path", required=True)
        target = self._locate(relative)
        resp.content_type = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        resp.data = target.read_bytes()

    def on_delete(self, req, resp):
        relative = req.get_param("path", required=True)
        self._locate(relative).unlink()
        resp.status = falcon.HTTP_204


class ExportMetaResource:
    def on_get(self, req, resp):
        meta = EXPORT_ROOT / "meta.json"
        resp.media = json.loads(meta.read_text()) if meta.exists() else {}


app = falcon.App()
app.add_route("/exports", ExportListResource())
app.add_route("/exports/file", ExportFileResource())
app.add_route("/exports/meta", ExportMetaResource())
