from aiohttp import web
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "ack.html": """<!doctype html>
<html><body>
<h1>Thanks, {{ name }}!</h1>
<p>We received your feedback about <strong>{{ topic }}</strong>:</p>
<blockquote>{{ comment }}</blockquote>
</body></html>""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=True)
MAX_COMMENT = 2000


class FeedbackForm:
    def __init__(self, name, topic, comment):
        self.name = name
        self.topic = topic
        self.comment = comment

    @classmethod
    async def from_request(cls, request):
        form = await request.post()
        return cls(
            name=str(form.get("name", "friend"))[:80],
            topic=str(form.get("topic", "general"))[:80],
            comment=str(form.get("comment", ""))[:MAX_COMMENT],
        )

    def errors(self):
        problems = []
        if not self.comment.strip():
            problems.append("comment is required")
        return problems


async def submit_feedback(request):
    form = await FeedbackForm.from_request(request)
    problems = form.errors()
    if problems:
        return web.json_response({"errors": problems}, status=400)
    request.app["feedback"].append((form.name, form.topic, form.comment))
    template = env.get_template("ack.html")
    body = template.render(name=form.name, topic=form.topic, comment=form.comment)
    return web.Response(text=body, content_type="text/html")


def create_app():
    app = web.Application()
    app["feedback"] = []
    app.router.add_post("/feedback", submit_feedback)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
