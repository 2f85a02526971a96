import hashlib
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()
RELEASE_DIGESTS = {"router-x1": "5d41402abc4b2a76b9719d911017c592"}
FIRMWARE_DIR = "/srv/firmware"


def checksum(blob: bytes) -> str:
    return hashlib.md5(blob).hexdigest()


@app.post("/firmware/{model}")
async def upload_firmware(model: str, image: UploadFile = File(...)):
    expected = RELEASE_DIGESTS.get(model)
    if expected is None:
        raise HTTPException(status_code=404)
    blob = await image.read()
    if checksum(blob) != expected:
        raise HTTPException(status_code=422, detail="checksum mismatch")
    with open(f"{FIRMWARE_DIR}/{model}.bin", "wb") as fh:
        fh.write(blob)
    return {"accepted": model}
