import html

from django.http import HttpResponse
from flask import Flask, Response, escape, jsonify, make_response, render_template, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    # ruleid: python-xss-reflected-taint
    return f"<h1>Hello {name}</h1>"


@app.route("/search")
def search():
    query = request.args["q"]
    # ruleid: python-xss-reflected-taint
    return make_response("<p>No results for " + query + "</p>")


@app.route("/profile/<username>")
def profile(username):
    # ruleid: python-xss-reflected-taint
    return Markup("<span class='user'>%s</span>" % username)


def django_greet(request):
    # ruleid: python-xss-reflected-taint
    return HttpResponse("Hello " + request.GET["name"])


@app.route("/hello-safe")
def hello_safe():
    name = request.args.get("name", "")
    # ok: python-xss-reflected-taint
    return f"<h1>Hello {escape(name)}</h1>"


@app.route("/search-safe")
def search_safe():
    query = request.args["q"]
    # ok: python-xss-reflected-taint
    return render_template("search.html", query=query)


@app.route("/profile-safe/<username>")
def profile_safe(username):
    # ok: python-xss-reflected-taint
    return Markup("<span class='user'>%s</span>") % username


def django_greet_safe(request):
    # ok: python-xss-reflected-taint
    return HttpResponse("Hello " + html.escape(request.GET["name"]))


@app.route("/api/echo")
def echo():
    # ok: python-xss-reflected-taint
    return jsonify(message=request.args.get("message"))


@app.route("/plain")
def plain():
    # ok: python-xss-reflected-taint
    return Response(request.args.get("text", ""), mimetype="text/plain")


@app.route("/page/<int:number>")
def page(number):
    # ok: python-xss-reflected-taint
    return f"<p>Page {int(number)}</p>"
