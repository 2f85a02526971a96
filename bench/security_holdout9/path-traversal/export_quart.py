import os

from quart import Quart, abort, request, send_file
from werkzeug.utils import secure_filename

app = Quart(__name__)
EXPORT_DIR = "/srv/exports"


@app.route("/exports")
async def fetch_export():
    requested = request.args.get("name", "")
    filename = secure_filename(requested)
    if not filename.endswith(".csv"):
        abort(400)
    full = os.path.join(EXPORT_DIR, filename)
    if not os.path.isfile(full):
        abort(404)
    return await send_file(full, as_attachment=True)
