import asyncio

from aiohttp import web

REPO_PATH = "/srv/git/app.git"
BRANCHES = {"main", "develop", "release"}


async def branch_log(request: web.Request) -> web.Response:
    branch = request.match_info["branch"]
    if branch not in BRANCHES:
        raise web.HTTPNotFound()
    try:
        count = max(1, min(int(request.query.get("n", "20")), 100))
    except ValueError:
        raise web.HTTPBadRequest(text="n must be an integer")
    proc = await asyncio.create_subprocess_exec(
        "git", "--git-dir", REPO_PATH, "log", f"-n{count}", "--oneline", branch, "--",
        stdout=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return web.json_response({"branch": branch, "commits": out.decode().splitlines()})


app = web.Application()
app.router.add_get("/repo/{branch}/log", branch_log)
