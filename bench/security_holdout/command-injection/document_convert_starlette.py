import subprocess
import uuid
from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

INBOX = Path("/srv/convert/inbox")
OUTBOX = Path("/srv/convert/out")


async def convert(request):
    form = await request.form()
    upload = form["document"]
    stored = INBOX / f"{uuid.uuid4().hex}.odt"
    stored.write_bytes(await upload.read())
    title = upload.filename.rsplit(".", 1)[0]
    subprocess.Popen(
        f"soffice --headless --convert-to pdf --outdir {OUTBOX} {stored} && "
        f"exiftool -overwrite_original -Title=\"{title}\" {OUTBOX}/{stored.stem}.pdf",
        shell=True,
    )
    return JSONResponse({"queued": stored.stem}, status_code=202)


app = Starlette(routes=[Route("/convert", convert, methods=["POST"])])
