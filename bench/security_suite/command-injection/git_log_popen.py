import os

from fastapi import FastAPI

api = FastAPI()
REPO_DIR = "/srv/repos/website"


@api.get("/history")
def file_history(path: str):
    command = "git -C " + REPO_DIR + " log --oneline -- " + path
    stream = os.popen(command)
    lines = stream.read().splitlines()
    return {"commits": lines}
