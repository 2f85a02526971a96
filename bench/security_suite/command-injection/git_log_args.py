import subprocess

from fastapi import FastAPI

api = FastAPI()
REPO_DIR = "/srv/repos/website"


@api.get("/history")
def file_history(path: str):
    args = ["git", "-C", REPO_DIR, "log", "--oneline", "--", path]
    output = subprocess.check_output(args, text=True)
    return {"commits": output.splitlines()}
