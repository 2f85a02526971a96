import subprocess

import falcon

REPOSITORIES = {
    "billing": "/srv/git/billing.git",
    "portal": "/srv/git/portal.git",
}


class FileHistoryResource:
    def on_get(self, req, resp, repo_name):
        repo_path = REPOSITORIES.get(repo_name)
        if repo_path is None:
            raise falcon.HTTPNotFound()
        path = req.get_param("path", required=True)
        limit = req.get_param_as_int("limit", min_value=1, max_value=200, default=20)
        proc = subprocess.run(
            ["git", "--git-dir", repo_path, "log", f"--max-count={limit}",
             "--format=%H%x09%an%x09%s", "--", path],
            capture_output=True, text=True, timeout=20, check=False,
        )
        if proc.returncode != 0:
            raise falcon.HTTPBadRequest(description="history unavailable")
        commits = [dict(zip(("sha", "author", "subject"), line.split("\t", 2)))
                   for line in proc.stdout.splitlines()]
        resp.media = {"repo": repo_name, "path": path, "commits": commits}


app = falcon.App()
app.add_route("/repos/{repo_name}/history", FileHistoryResource())
