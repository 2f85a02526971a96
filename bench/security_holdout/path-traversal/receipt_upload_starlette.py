import os

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route
from werkzeug.utils import secure_filename

RECEIPT_DIR = "/srv/uploads/receipts"


async def upload_receipt(request):
    form = await request.form()
    upload = form.get("receipt")
    if upload is None or not upload.filename:
        return JSONResponse({"error": "missing file"}, status_code=400)
    name = secure_filename(upload.filename)
    if not name:
        return JSONResponse({"error": "invalid file name"}, status_code=400)
    with open(os.path.join(RECEIPT_DIR, name), "wb") as out:
        out.write(await upload.read())
    return JSONResponse({"stored": name}, status_code=201)


app = Starlette(routes=[Route("/receipts", upload_receipt, methods=["POST"])])
