import hashlib

from fastapi import FastAPI

api = FastAPI()
SIGNING_SECRET = "change-me"


def sign_download(path: str, expires: int) -> str:
    material = f"{SIGNING_SECRET}:{path}:{expires}".encode()
    hasher = hashlib.new("md5")
    hasher.update(material)
    return hasher.hexdigest()


@api.get("/downloads/link")
def download_link(path: str, expires: int):
    return {"url": f"/files/{path}?e={expires}&sig={sign_download(path, expires)}"}
