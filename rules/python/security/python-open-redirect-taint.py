from django.urls import reverse
from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import redirect as dj_redirect
from django.utils.http import url_has_allowed_host_and_scheme
from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from flask import Flask, redirect, request, url_for
from starlette.requests import Request
from starlette.responses import RedirectResponse as StarletteRedirect
from urllib.parse import quote, urlencode

app = Flask(__name__)
api = FastAPI()


@app.route("/login", methods=["POST"])
def login():
    next_url = request.args.get("next", "/")
    # ruleid: python-open-redirect-taint
    return redirect(next_url)


@app.route("/logout")
def logout():
    # ruleid: python-open-redirect-taint
    return redirect(request.values["return_to"], code=302)


@app.route("/profile/<name>")
def profile(name):
    # ok: python-open-redirect-taint
    return redirect("/users/" + name)


@app.route("/home")
def home():
    # ok: python-open-redirect-taint
    return redirect(url_for("index", tab=request.args.get("tab")))


def django_login(request: HttpRequest):
    target = request.GET.get("next", "/")
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(target)


def django_login_checked(request: HttpRequest):
    target = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=True):
        target = "/"
    # ok: python-open-redirect-taint
    return dj_redirect(target)


def django_tab(request: HttpRequest):
    # ok: python-open-redirect-taint
    return dj_redirect(f"/dashboard/{request.GET['tab']}/")


@api.get("/go")
async def go(to: str):
    # ruleid: python-open-redirect-taint
    return RedirectResponse(url=to)


def after_save(target: str):
    # ok: python-open-redirect-taint
    return redirect(target)


def safe_next(value: str) -> bool:
    return value.startswith("/") and not value.startswith("//")


async def starlette_signin(request: Request):
    form = await request.form()
    next_path = str(form.get("next", ""))
    # ok: python-open-redirect-taint
    return StarletteRedirect(next_path if safe_next(next_path) else "/", status_code=303)


async def starlette_signin_unchecked(request: Request):
    form = await request.form()
    next_path = str(form.get("next", ""))
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(next_path, status_code=303)


async def starlette_back_to_the_list(request: Request):
    kept = {k: v for k, v in request.query_params.items() if k in ("since", "until")}
    target = request.url_for("repository", name=request.path_params["name"])
    # ok: python-open-redirect-taint
    return StarletteRedirect(f"{target.path}?{urlencode(kept)}", status_code=303)


async def starlette_target_from_the_query(request: Request):
    target = request.query_params["to"]
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(f"{target}?{urlencode({'from': 'login'})}")


async def starlette_quoted_target(request: Request):
    # quote() keeps "/" by default: "//evil.example" stays a host
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(quote(request.query_params["to"]))


def mark_unsafe_next(value: str) -> None:
    print("redirecting to", value)


async def starlette_named_unsafe(request: Request):
    next_path = request.query_params["next"]
    mark_unsafe_next(next_path)
    # ruleid: python-open-redirect-taint
    return StarletteRedirect(next_path)


def url_is_safe(value: str) -> bool:
    return value.startswith("/") and not value.startswith("//")


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    if not url_is_safe(target):
        target = "/"
    # ok: python-open-redirect-taint
    return redirect(target)


@api.get("/back")
async def back(request: Request):
    # ok: python-open-redirect-taint
    return RedirectResponse(request.url_for("repository", name=request.path_params["name"]))


def django_after_login(request: HttpRequest):
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(reverse("profile", args=[request.GET["user"]]))


from urllib.parse import urlsplit

from django.core import signing
from itsdangerous import URLSafeTimedSerializer

RETURN_PAGES = {"cart": "/cart", "orders": "/account/orders"}
links = URLSafeTimedSerializer("secret-key", salt="return-links")


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return not parts.scheme and not parts.netloc


@app.route("/done")
def done():
    # ok: python-open-redirect-taint
    return redirect(RETURN_PAGES.get(request.args.get("page", ""), "/"))


@app.route("/done-raw")
def done_raw():
    # ruleid: python-open-redirect-taint
    return redirect(RETURN_PAGES.get("cart") + request.args.get("suffix", ""))


@app.route("/continue")
def continue_to():
    target = request.args.get("to", "/")
    if not is_local(target):
        target = "/"
    # ok: python-open-redirect-taint
    return redirect(target)


@app.route("/continue-unchecked")
def continue_unchecked():
    target = request.args.get("to", "/")
    if not target:
        target = "/"
    # ruleid: python-open-redirect-taint
    return redirect(target)


@app.route("/back")
def back():
    # ok: python-open-redirect-taint
    return redirect(links.loads(request.args["token"], max_age=600))


def django_back(request: HttpRequest):
    destination = signing.loads(request.GET["state"])
    # ok: python-open-redirect-taint
    return HttpResponseRedirect(destination)


def django_back_unsigned(request: HttpRequest):
    destination = signing.b64_decode(request.GET["state"].encode()).decode()
    # ruleid: python-open-redirect-taint
    return HttpResponseRedirect(destination)
