import subprocess

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/archives/list")
def list_archive(x_archive_name: str = Header(default="latest.tar.gz")):
    pieces = ["tar", "-tzf", "/srv/archives/" + x_archive_name]
    cmd = " ".join(pieces)
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {"entries": out.stdout.splitlines()}
