import shlex
import subprocess
import tempfile

from fastapi import FastAPI, File, Form, HTTPException, UploadFile

app = FastAPI()

PRINTER = "office-3f-laser"


@app.post("/print-jobs")
async def submit_print_job(title: str = Form(...), copies: int = Form(1), document: UploadFile = File(...)):
    if not 1 <= copies <= 20:
        raise HTTPException(status_code=422, detail="copies must be between 1 and 20")
    with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as tmp:
        tmp.write(await document.read())
        spool_path = tmp.name
    cmd = "lp -d {} -n {} -t {} {}".format(
        PRINTER, copies, shlex.quote(title), shlex.quote(spool_path)
    )
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    if proc.returncode != 0:
        raise HTTPException(status_code=502, detail="printer unavailable")
    return {"job": proc.stdout.strip()}
