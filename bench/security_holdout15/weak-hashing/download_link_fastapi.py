import hashlib
import os
import time

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse

router = APIRouter(prefix="/files")


class LinkSigner:
    def __init__(self):
        self.secret = os.environ["LINK_SECRET"]

    def sign(self, name: str, expires: int) -> str:
        return hashlib.md5(f"{self.secret}:{name}:{expires}".encode()).hexdigest()

    def url(self, name: str, ttl: int = 600) -> str:
        expires = int(time.time()) + ttl
        return f"/files/{name}?expires={expires}&sig={self.sign(name, expires)}"


@router.get("/{name}")
def download(name: str, expires: int, sig: str, signer: LinkSigner = Depends()):
    if expires < time.time() or sig != signer.sign(name, expires):
        raise HTTPException(status_code=403)
    return FileResponse(os.path.join("/srv/shared", os.path.basename(name)))
