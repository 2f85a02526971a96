import hashlib
import os

from fastapi import FastAPI, UploadFile

app = FastAPI()
BLOB_DIR = os.environ.get("BLOB_DIR", "/srv/blobs")
CHUNK = 1 << 20


@app.post("/files", status_code=201)
async def upload(file: UploadFile):
    digest = hashlib.sha256()
    size = 0
    tmp_path = os.path.join(BLOB_DIR, ".incoming", os.urandom(8).hex())
    with open(tmp_path, "wb") as out:
        while chunk := await file.read(CHUNK):
            digest.update(chunk)
            size += len(chunk)
            out.write(chunk)
    checksum = digest.hexdigest()
    final_path = os.path.join(BLOB_DIR, checksum[:2], checksum)
    os.makedirs(os.path.dirname(final_path), exist_ok=True)
    duplicate = os.path.exists(final_path)
    if duplicate:
        os.remove(tmp_path)
    else:
        os.replace(tmp_path, final_path)
    return {"sha256": checksum, "size": size, "duplicate": duplicate}
