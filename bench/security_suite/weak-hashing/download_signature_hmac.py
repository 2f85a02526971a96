import hashlib
import hmac

from fastapi import FastAPI

api = FastAPI()
SIGNING_SECRET = b"change-me"


def sign_download(path: str, expires: int) -> str:
    material = f"{path}:{expires}".encode()
    return hmac.new(SIGNING_SECRET, material, hashlib.sha256).hexdigest()


@api.get("/downloads/link")
def download_link(path: str, expires: int):
    return {"url": f"/files/{path}?e={expires}&sig={sign_download(path, expires)}"}
