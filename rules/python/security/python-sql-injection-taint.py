import uuid
import sqlite3

from django.db import connection
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI
from flask import Flask, request
from sqlalchemy import text
from sqlalchemy.orm import Session

from shop.models import Product

app = Flask(__name__)
api = FastAPI()


@app.route("/users")
def users():
    name = request.args.get("name")
    query = "SELECT * FROM users WHERE name = '" + name + "'"
    conn = sqlite3.connect("app.db")
    # ruleid: python-sql-injection-taint
    rows = conn.execute(query).fetchall()
    return {"rows": rows}


@app.route("/users/safe")
def users_safe():
    name = request.args.get("name")
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute("SELECT * FROM users WHERE name = ?", (name,)).fetchall()
    return {"rows": rows}


def django_view(request: HttpRequest) -> JsonResponse:
    order = request.GET["order"]
    with connection.cursor() as cursor:
        # ruleid: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product ORDER BY %s" % order)
        ids = cursor.fetchall()
    # ruleid: python-sql-injection-taint
    products = Product.objects.raw("SELECT * FROM shop_product WHERE name = '{}'".format(request.POST["name"]))
    return JsonResponse({"ids": ids, "n": len(list(products))})


def django_view_safe(request: HttpRequest) -> JsonResponse:
    page = int(request.GET["page"])
    with connection.cursor() as cursor:
        # ok: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product LIMIT 20 OFFSET %d" % (page * 20))
        # ok: python-sql-injection-taint
        cursor.execute("SELECT id FROM shop_product WHERE name = %s", [request.GET["name"]])
        return JsonResponse({"ids": cursor.fetchall()})


@api.get("/items")
def items(category: str, session: Session):
    # ruleid: python-sql-injection-taint
    return session.execute(text(f"SELECT * FROM items WHERE category = '{category}'")).all()


@api.get("/items/safe")
def items_safe(category: str, session: Session):
    # ok: python-sql-injection-taint
    return session.execute(text("SELECT * FROM items WHERE category = :c"), {"c": category}).all()


def report(session: Session, table: str):
    # ok: python-sql-injection-taint
    return session.execute(text(f"SELECT count(*) FROM {table}")).scalar()


@app.route("/prices")
def prices():
    limit = request.args["max"]
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute(f"SELECT * FROM products WHERE price <= {float(limit)}").fetchall()
    return {"rows": rows}


@app.route("/orders")
def orders():
    order_id = request.args["id"]
    conn = sqlite3.connect("app.db")
    # ok: python-sql-injection-taint
    rows = conn.execute(f"SELECT * FROM orders WHERE id = '{uuid.UUID(order_id)}'").fetchall()
    return {"rows": rows}
