import asyncio
import re

from aiohttp import web

routes = web.RouteTableDef()
BRANCH_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._/-]{0,99}")


class GitSettings:
    def __init__(self, repos):
        self.repos = repos


class GitService:
    def __init__(self, settings):
        self.settings = settings

    def repo_path(self, name):
        path = self.settings.repos.get(name)
        if path is None:
            raise web.HTTPNotFound(text="unknown repository")
        return path

    async def log(self, repo, branch, limit):
        if not BRANCH_RE.fullmatch(branch) or ".." in branch:
            raise web.HTTPBadRequest(text="invalid branch name")
        proc = await asyncio.create_subprocess_exec(
            "git", "-C", self.repo_path(repo), "log", "--oneline", f"-n{limit}", branch, "--",
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, _ = await proc.communicate()
        return out.decode(errors="replace").splitlines()


@routes.get("/repos")
async def list_repos(request):
    service = request.app["git"]
    return web.json_response(sorted(service.settings.repos))


@routes.get("/repos/{name}/log")
async def repo_log(request):
    service = request.app["git"]
    branch = request.query.get("branch", "main")
    try:
        limit = max(1, min(int(request.query.get("limit", "20")), 200))
    except ValueError:
        raise web.HTTPBadRequest(text="invalid limit")
    lines = await service.log(request.match_info["name"], branch, limit)
    return web.json_response({"commits": lines})


@routes.get("/healthz")
async def healthz(request):
    return web.Response(text="ok")


def create_app():
    app = web.Application()
    app["git"] = GitService(GitSettings({"api": "/srv/git/api", "web": "/srv/git/web"}))
    app.add_routes(routes)
    return app
