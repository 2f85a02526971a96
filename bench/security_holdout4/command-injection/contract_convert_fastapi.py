import subprocess
import tempfile
from pathlib import Path

from fastapi import FastAPI, HTTPException, UploadFile
from fastapi.responses import FileResponse

app = FastAPI(title="Legal document conversion")
ALLOWED_FORMATS = {"pdf", "docx", "odt"}


@app.post("/contracts/convert")
async def convert_contract(upload: UploadFile, target_format: str = "pdf"):
    if target_format not in ALLOWED_FORMATS:
        raise HTTPException(status_code=400, detail="unsupported format")
    workdir = Path(tempfile.mkdtemp(prefix="legal-"))
    src = workdir / "input.bin"
    src.write_bytes(await upload.read())
    args = ["soffice", "--headless", "--convert-to", target_format, "--outdir", str(workdir), str(src)]
    result = subprocess.run(args, capture_output=True, timeout=120)
    if result.returncode != 0:
        raise HTTPException(status_code=500, detail="conversion failed")
    return FileResponse(workdir / f"input.{target_format}", filename=f"contract.{target_format}")
