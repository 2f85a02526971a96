import mimetypes
from pathlib import Path

from quart import Quart, abort, jsonify, request, Response

app = Quart(__name__)
STORAGE_ROOT = Path("/srv/storage/users").resolve()
MAX_UPLOAD = 10 * 1024 * 1024


def user_root(user_id: str) -> Path:
    if not user_id.isdigit():
        abort(404)
    root = STORAGE_ROOT / user_id
    root.mkdir(parents=True, exist_ok=True)
    return root


def resolve_inside(root: Path, relative: str) -> Path:
    target = (root / relative).resolve()
    if not target.is_relative_to(root):
        abort(403)
    return target


@app.get("/users/<user_id>/files")
async def list_files(user_id):
    root = user_root(user_id)
    entries = [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()]
    return jsonify(sorted(entries))


@app.get("/users/<user_id>/files/content")
async def read_file(user_id):
    root = user_root(user_id)
    target = resolve_inside(root, request.args.get("path", ""))
    if not target.is_file():
        abort(404)
    mime, _ = mimetypes.guess_type(target.name)
    return Response(target.read_bytes(), mimetype=mime or "application/octet-stream")


@app.post("/users/<user_id>/files")
async def upload_file(user_id):
    root = user_root(user_id)
    files = await request.files
    upload = files.get("file")
    if upload is None:
        abort(400)
    data = upload.read(MAX_UPLOAD + 1)
    if len(data) > MAX_UPLOAD:
        abort(413)
    target = resolve_inside(root, upload.filename or "upload.bin")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return jsonify({"stored": str(target.relative_to(root))}), 201
