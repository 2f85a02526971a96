import mimetypes
import os
from urllib.parse import parse_qs, quote

STORE = "/srv/attachments"


def serve_attachment(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    blob_id = params.get("id", [""])[0]
    display_name = params.get("name", ["attachment"])[0]
    if not blob_id.isalnum():
        start_response("400 Bad Request", [("Content-Type", "text/plain")])
        return [b"bad id"]
    path = os.path.join(STORE, blob_id)
    if not os.path.isfile(path):
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    ctype = mimetypes.guess_type(display_name)[0] or "application/octet-stream"
    disposition = "attachment; filename*=UTF-8''" + quote(display_name, safe="")
    start_response("200 OK", [("Content-Type", ctype), ("Content-Disposition", disposition)])
    with open(path, "rb") as fh:
        return [fh.read()]


application = serve_attachment
