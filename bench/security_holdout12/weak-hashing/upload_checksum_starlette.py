import hashlib
import hmac

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


async def verify_upload(request):
    form = await request.form()
    upload = form["file"]
    expected = str(form.get("sha256", "")).strip().lower()
    content = await upload.read()
    actual = fingerprint(content)
    return JSONResponse({"match": hmac.compare_digest(actual, expected), "sha256": actual})


app = Starlette(routes=[Route("/verify", verify_upload, methods=["POST"])])
