import os
import shlex
import subprocess

from fastapi import FastAPI, Form, HTTPException

app = FastAPI()
MEDIA_DIR = "/srv/media"


@app.post("/images/thumbnail")
def image_thumbnail(filename: str = Form(...), width: int = Form(128)):
    source = os.path.join(MEDIA_DIR, os.path.basename(filename))
    if not os.path.isfile(source):
        raise HTTPException(status_code=404, detail="no such image")
    dest = f"{source}.thumb{width}.png"
    cmd = "convert {} -thumbnail {}x {}".format(shlex.quote(source), width, shlex.quote(dest))
    result = subprocess.run(cmd, shell=True, capture_output=True, timeout=60)
    if result.returncode != 0:
        raise HTTPException(status_code=500, detail="conversion failed")
    return {"thumbnail": os.path.basename(dest)}
