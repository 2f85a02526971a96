from urllib.parse import quote

from quart import Quart, Response, abort, request

app = Quart(__name__)

FILES = {1: b"\x89PNG...", 2: b"%PDF-1.7..."}


async def load_file(file_id: int) -> bytes:
    data = FILES.get(file_id)
    if data is None:
        abort(404)
    return data


@app.route("/files/<int:file_id>")
async def download_file(file_id: int):
    name = request.args.get("name", f"file-{file_id}.bin")
    data = await load_file(file_id)
    response = Response(data, mimetype="application/octet-stream")
    response.headers["Content-Disposition"] = f"attachment; filename*=UTF-8''{quote(name)}"
    return response
