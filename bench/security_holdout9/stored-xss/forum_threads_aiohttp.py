import datetime
import itertools
import logging

from aiohttp import web

log = logging.getLogger("forum")


class PostStore:
    def __init__(self):
        self._posts = {}
        self._ids = itertools.count(1)

    def add(self, thread, author, text):
        pid = next(self._ids)
        self._posts[pid] = {
            "id": pid,
            "thread": thread,
            "author": author,
            "text": text,
            "at": datetime.datetime.utcnow().isoformat(timespec="seconds"),
        }
        return pid

    def for_thread(self, thread):
        return [p for p in self._posts.values() if p["thread"] == thread]

    def thread_count(self):
        return len({p["thread"] for p in self._posts.values()})


def render_post(post):
    return (
        f'<article id="p{post["id"]}">'
        f'<header>{post["author"]} &middot; {post["at"]}</header>'
        f'<div class="body">{post["text"]}</div>'
        "</article>"
    )


async def create_post(request):
    form = await request.post()
    thread = request.match_info["thread"]
    author = form.get("author", "anon").strip() or "anon"
    text = form.get("text", "").strip()
    if not text:
        raise web.HTTPBadRequest(text="empty post")
    pid = request.app["store"].add(thread, author, text)
    log.info("post %s created in %s", pid, thread)
    raise web.HTTPSeeOther(f"/threads/{thread}#p{pid}")


async def show_thread(request):
    thread = request.match_info["thread"]
    posts = request.app["store"].for_thread(thread)
    html = "<html><body>" + "".join(render_post(p) for p in posts) + "</body></html>"
    return web.Response(text=html, content_type="text/html")


async def stats(request):
    return web.json_response({"threads": request.app["store"].thread_count()})


def create_app():
    app = web.Application()
    app["store"] = PostStore()
    app.router.add_post(r"/threads/{thread:\d+}", create_post)
    app.router.add_get(r"/threads/{thread:\d+}", show_thread)
    app.router.add_get("/stats", stats)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
