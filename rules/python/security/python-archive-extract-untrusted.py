import io
import shutil
import tempfile
import zipfile
from pathlib import Path

import requests
from fastapi import FastAPI, UploadFile
from flask import Flask, request

app = Flask(__name__)
api = FastAPI()
UPLOADS = Path("/srv/uploads")
MAX_TOTAL = 50 * 1024 * 1024


@app.route("/themes", methods=["POST"])
def upload_theme():
    upload = request.files["theme"]
    # ruleid: python-archive-extract-untrusted
    with zipfile.ZipFile(upload.stream) as archive:
        archive.extractall(UPLOADS / "themes")
    return "ok"


@app.route("/plugins", methods=["POST"])
def upload_plugin():
    upload = request.files["plugin"]
    saved = UPLOADS / "plugin.tar.gz"
    upload.save(saved)
    # ruleid: python-archive-extract-untrusted
    shutil.unpack_archive(saved, UPLOADS / "plugins")
    return "ok"


@api.post("/datasets")
async def upload_dataset(file: UploadFile):
    data = await file.read()
    # ruleid: python-archive-extract-untrusted
    zipfile.ZipFile(io.BytesIO(data)).extractall("/srv/datasets")
    return {"ok": True}


def fetch_release(url: str) -> None:
    response = requests.get(url, timeout=30)
    # ruleid: python-archive-extract-untrusted
    bundle = zipfile.ZipFile(io.BytesIO(response.content))
    bundle.extractall("/opt/release")


@app.route("/themes-checked", methods=["POST"])
def upload_theme_checked():
    upload = request.files["theme"]
    # ok: python-archive-extract-untrusted
    with zipfile.ZipFile(upload.stream) as archive:
        if sum(info.file_size for info in archive.infolist()) > MAX_TOTAL:
            return "too large", 413
        archive.extractall(UPLOADS / "themes")
    return "ok"


@app.route("/inspect", methods=["POST"])
def inspect_upload():
    upload = request.files["bundle"]
    # ok: python-archive-extract-untrusted
    with zipfile.ZipFile(upload.stream) as archive:
        names = archive.namelist()
    return {"files": names}


def unpack_fixture(name: str) -> Path:
    target = Path(tempfile.mkdtemp())
    # ok: python-archive-extract-untrusted
    with zipfile.ZipFile(Path(__file__).parent / "fixtures" / name) as archive:
        archive.extractall(target)
    # ok: python-archive-extract-untrusted
    shutil.unpack_archive(Path(__file__).parent / "fixtures" / "base.tar.gz", target)
    return target
