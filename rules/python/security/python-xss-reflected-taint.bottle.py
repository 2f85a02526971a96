"""Bottle sends a returned string as HTML: a module with no Flask import."""

import html

import bottle
from bottle import request as bottle_request

stores_app = bottle.Bottle()


@stores_app.get("/stores")
def stores_page():
    city = bottle_request.query.getunicode("city", default="")
    # ruleid: python-xss-reflected-taint
    return f'<form><input name="city" value="{city}"></form>'


@stores_app.get("/stores/escaped")
def stores_page_escaped():
    city = html.escape(bottle_request.query.getunicode("city", default=""))
    # ok: python-xss-reflected-taint
    return f'<form><input name="city" value="{city}"></form>'


@bottle.route("/stores/json")
def stores_json():
    city = bottle_request.query.getunicode("city", default="")
    # ok: python-xss-reflected-taint
    return {"city": city}


@bottle.post("/stores/named")
def stores_named():
    city = bottle_request.forms.getunicode("city", default="")
    # ruleid: python-xss-reflected-taint
    return "<p>" + city + "</p>"


@stores_app.get("/stores/plain")
def stores_plain():
    city = bottle_request.query.getunicode("city", default="")
    bottle.response.content_type = "text/plain; charset=utf-8"
    # ok: python-xss-reflected-taint
    return f"Stores in {city}"
