import subprocess

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
REPO_ROOT = "/srv/repos"


class Commit(BaseModel):
    sha: str
    subject: str


@app.get("/repos/{name}/log", response_model=list[Commit])
def commit_log(name: str, ref: str = "main", limit: int = 20):
    repo_dir = f"{REPO_ROOT}/{name}.git"
    cmd = "git --git-dir=" + repo_dir + " log --format=%H%x09%s -n " + str(limit) + " " + ref
    try:
        out = subprocess.check_output(cmd, shell=True, text=True, timeout=10)
    except subprocess.CalledProcessError:
        raise HTTPException(status_code=404, detail="unknown repository or ref")
    commits = []
    for line in out.splitlines():
        sha, _, subject = line.partition("\t")
        commits.append(Commit(sha=sha, subject=subject))
    return commits
