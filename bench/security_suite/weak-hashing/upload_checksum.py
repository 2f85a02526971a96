import hashlib

from fastapi import FastAPI, UploadFile

api = FastAPI()


@api.post("/uploads")
async def upload(file: UploadFile):
    data = await file.read()
    checksum = hashlib.blake2b(data, digest_size=32).hexdigest()
    return {"name": file.filename, "blake2b": checksum, "size": len(data)}
