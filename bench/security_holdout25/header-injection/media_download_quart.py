import mimetypes
from pathlib import Path
from urllib.parse import quote

from quart import Quart, Response, abort, request

app = Quart(__name__)
MEDIA_ROOT = Path("/srv/media").resolve()
CACHE_POLICIES = {
    "short": "public, max-age=300",
    "day": "public, max-age=86400",
    "immutable": "public, max-age=31536000, immutable",
}


def media_path(media_id: int) -> Path | None:
    matches = sorted(MEDIA_ROOT.glob(f"{media_id}.*"))
    return matches[0] if matches else None


def content_disposition(display_name: str, ext: str) -> str:
    ascii_name = display_name.encode("ascii", "ignore").decode()
    ascii_name = "".join(ch for ch in ascii_name if ch.isalnum() or ch in "-_ .")[:60] or "download"
    encoded = quote(display_name + ext, safe="")
    return f"attachment; filename=\"{ascii_name}{ext}\"; filename*=UTF-8''{encoded}"


@app.get("/media/<int:media_id>")
async def media(media_id: int):
    path = media_path(media_id)
    if path is None:
        abort(404)
    policy = CACHE_POLICIES.get(request.args.get("cache", "short"), CACHE_POLICIES["short"])
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    resp = Response(path.read_bytes(), mimetype=mime)
    resp.headers["Cache-Control"] = policy
    name = request.args.get("name")
    if name:
        resp.headers["Content-Disposition"] = content_disposition(name, path.suffix)
    return resp


@app.get("/media/<int:media_id>/meta")
async def media_meta(media_id: int):
    path = media_path(media_id)
    if path is None:
        abort(404)
    stat = path.stat()
    return {"id": media_id, "bytes": stat.st_size, "type": mimetypes.guess_type(path.name)[0]}


if __name__ == "__main__":
    app.run()
