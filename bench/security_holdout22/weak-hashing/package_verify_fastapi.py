import hashlib
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()
PUBLISHED = {"agent-2.4.1": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}


class Artifact:
    def __init__(self, name, blob):
        self.name = name
        self.blob = blob

    @property
    def digest(self):
        return hashlib.sha256(self.blob).hexdigest()


@app.post("/packages/{name}/verify")
async def verify_package(name: str, upload: UploadFile = File(...)):
    art = Artifact(name, await upload.read())
    expected = PUBLISHED.get(art.name)
    if expected is None or art.digest != expected:
        raise HTTPException(status_code=422, detail="digest mismatch")
    return {"verified": art.name, "size": len(art.blob)}
