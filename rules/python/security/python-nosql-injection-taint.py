import json

from bson import ObjectId
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI, Request
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
api = FastAPI()
db = MongoClient("mongodb://localhost:27017")["shop"]


@app.route("/login", methods=["POST"])
def login():
    body = request.get_json()
    # ruleid: python-nosql-injection-taint
    user = db.users.find_one({"username": body["username"], "password_hash": body["password_hash"]})
    return {"ok": user is not None}


@app.route("/login/scalar", methods=["POST"])
def login_scalar():
    body = request.get_json()
    # ok: python-nosql-injection-taint
    user = db.users.find_one({"username": str(body["username"]), "password_hash": str(body["password_hash"])})
    return {"ok": user is not None}


@app.route("/products/search", methods=["POST"])
def search_products():
    # ruleid: python-nosql-injection-taint
    return {"items": list(db.products.find(request.json, {"_id": 0}))}


@app.route("/products")
def list_products():
    category = request.args.get("category", "books")
    # ok: python-nosql-injection-taint
    return {"items": list(db.products.find({"category": category}, {"_id": 0}))}


@app.route("/products/filter")
def filter_products():
    query = json.loads(request.args["q"])
    # ruleid: python-nosql-injection-taint
    return {"count": db.products.count_documents(query)}


@app.route("/products/price")
def products_under():
    limit = float(request.args.get("max", "10"))
    # ok: python-nosql-injection-taint
    return {"count": db.products.count_documents({"price": {"$lt": limit}})}


@app.route("/products/by-name")
def products_by_name():
    name = request.args["name"]
    # ruleid: python-nosql-injection-taint
    return {"items": list(db.products.find({"$where": "this.name == '" + name + "'"}))}


@app.route("/products/by-name/plain")
def products_by_name_plain():
    name = request.args["name"]
    # ok: python-nosql-injection-taint
    return {"items": list(db.products.find({"$where": "this.stock > 0", "name": name}))}


def django_order(request: HttpRequest) -> JsonResponse:
    # ruleid: python-nosql-injection-taint
    order = db.orders.find_one(request.GET.dict())
    return JsonResponse({"found": order is not None})


def django_order_id(request: HttpRequest) -> JsonResponse:
    # ok: python-nosql-injection-taint
    order = db.orders.find_one({"_id": ObjectId(request.GET["id"]), "active": bool(request.GET.get("active"))})
    return JsonResponse({"found": order is not None})


@api.post("/orders/delete")
async def delete_orders(request: Request):
    criteria = await request.json()
    # ruleid: python-nosql-injection-taint
    result = db.orders.delete_many({"customer": criteria["customer"]})
    return {"deleted": result.deleted_count}


@api.post("/orders/delete/one")
async def delete_order(request: Request):
    criteria = await request.json()
    # ok: python-nosql-injection-taint
    result = db.orders.delete_one({"_id": ObjectId(str(criteria["id"])), "qty": int(criteria["qty"])})
    return {"deleted": result.deleted_count}


from mongoengine import Document, StringField


class Customer(Document):
    name = StringField()


@app.route("/customers", methods=["POST"])
def customers():
    # ruleid: python-nosql-injection-taint
    found = Customer.objects(__raw__=request.get_json())
    # ok: python-nosql-injection-taint
    named = Customer.objects(name=str(request.get_json()["name"]))
    return {"count": found.count() + named.count()}
