from django.http import HttpResponse
from django.template import Context, Template as DjangoTemplate
from flask import Flask, render_template, render_template_string, request
from jinja2 import Environment, Template
import quart

app = Flask(__name__)
quart_app = quart.Quart(__name__)
env = Environment(autoescape=True)

PAGE = "<h1>Hello {{ name }}</h1>"


@app.route("/hello")
def hello():
    name = request.args.get("name", "guest")
    # ruleid: python-template-injection
    return render_template_string(f"<h1>Hello {name}</h1>")


@app.route("/error")
def error():
    template = """<div class="error">%s</div>""" % request.args.get("msg")
    # ruleid: python-template-injection
    return render_template_string(template)


@app.route("/preview", methods=["POST"])
def preview():
    source = request.form["template"]
    # ruleid: python-template-injection
    return env.from_string(source).render()


@app.route("/card")
def card():
    title = request.args.get("title", "")
    # ruleid: python-template-injection
    return Template("<h2>" + title + "</h2>").render()


def django_banner(request):
    text = request.GET.get("text", "")
    # ruleid: python-template-injection
    template = DjangoTemplate("<p>{}</p>".format(text))
    return HttpResponse(template.render(Context({})))


@app.route("/hello-safe")
def hello_safe():
    name = request.args.get("name", "guest")
    # ok: python-template-injection
    return render_template_string("<h1>Hello {{ name }}</h1>", name=name)


@app.route("/hello-const")
def hello_const():
    name = request.args.get("name", "guest")
    # ok: python-template-injection
    return render_template_string(PAGE, name=name)


@app.route("/profile")
def profile():
    # ok: python-template-injection
    return render_template("profile.html", name=request.args.get("name"))


@app.route("/card-safe")
def card_safe():
    title = request.args.get("title", "")
    # ok: python-template-injection
    return Template("<h2>{{ title }}</h2>").render(title=title)


def django_banner_safe(request):
    # ok: python-template-injection
    template = DjangoTemplate("<p>{{ text }}</p>")
    return HttpResponse(template.render(Context({"text": request.GET.get("text", "")})))


@quart_app.route("/search")
async def quart_search():
    term = quart.request.args.get("q", "").strip()
    heading = f"<h1>Results for {term}</h1>"
    # ruleid: python-template-injection
    return await quart.render_template_string(heading + "<ul></ul>")


@quart_app.route("/search-safe")
async def quart_search_safe():
    term = quart.request.args.get("q", "").strip()
    # ok: python-template-injection
    return await quart.render_template_string("<h1>Results for {{ term }}</h1>", term=term)


from fastapi import Depends, FastAPI  # noqa: E402
from jinja2.sandbox import SandboxedEnvironment  # noqa: E402

cards_api = FastAPI()
sandbox = SandboxedEnvironment()


def get_renderer() -> Environment:
    return env


def get_sandbox() -> SandboxedEnvironment:
    return sandbox


@cards_api.post("/cards/preview")
async def card_preview(template: str, renderer: Environment = Depends(get_renderer)):
    # an environment given as a parameter typed with it
    # ruleid: python-template-injection
    return {"html": renderer.from_string(template).render()}


@cards_api.post("/cards/preview-sandboxed")
async def card_preview_sandboxed(template: str, renderer: SandboxedEnvironment = Depends(get_sandbox)):
    # ok: python-template-injection
    return {"html": renderer.from_string(template).render()}


CARD_TEMPLATES = {
    "birthday": "Happy birthday, {{ recipient }}!",
    "farewell": "All the best, {{ recipient }}.",
}


@app.route("/cards/<occasion>")
def card_by_occasion(occasion):
    # a template of the file's table, chosen by the request's key
    # ok: python-template-injection
    page = render_template_string(CARD_TEMPLATES.get(occasion, "Hello {{ recipient }}"), recipient="you")
    # ruleid: python-template-injection
    return page + render_template_string(occasion)


PENDING_CARDS = {"t0k3n": "Your card for {{ recipient }} is ready."}


@app.route("/cards/pending/<token>")
def card_pending(token):
    # taken out of a module's store by the request's key
    # ok: python-template-injection
    return render_template_string(PENDING_CARDS.pop(token, "Expired."), recipient="you")


class CardTemplates:
    def template(self, occasion):
        found = CARD_TEMPLATES.get(occasion)
        if found is None:
            raise KeyError(occasion)
        return found

    def render(self):
        occasion = request.args.get("occasion", "")
        # a method of the class that looks the key up in the file's table, called on self
        # ok: python-template-injection
        return render_template_string(self.template(occasion), recipient="you")
