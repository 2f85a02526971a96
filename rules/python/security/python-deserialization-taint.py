import base64
import json
import marshal
import pickle
import shelve

import cloudpickle
import dill
import joblib
import jsonpickle
import numpy as np
import pandas as pd
import torch
import yaml
from django.core import signing
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI, UploadFile
from flask import Flask, request

app = Flask(__name__)
api = FastAPI()
signer = signing.Signer()


@app.route("/session/restore", methods=["POST"])
def restore_session():
    raw = base64.b64decode(request.cookies["state"])
    # ruleid: python-deserialization-taint
    state = pickle.loads(raw)
    return {"keys": sorted(state)}


@app.route("/session/restore/signed", methods=["POST"])
def restore_signed_session():
    raw = signer.unsign(request.cookies["state"])
    # ok: python-deserialization-taint
    state = pickle.loads(base64.b64decode(raw))
    return {"keys": sorted(state)}


@app.route("/session/restore/json", methods=["POST"])
def restore_json_session():
    # ok: python-deserialization-taint
    state = json.loads(request.cookies["state"])
    return {"keys": sorted(state)}


@app.route("/config", methods=["POST"])
def upload_config():
    # ruleid: python-deserialization-taint
    config = yaml.load(request.get_data(), Loader=yaml.FullLoader)
    return {"name": config["name"]}


@app.route("/config/full", methods=["POST"])
def upload_config_full():
    # ruleid: python-deserialization-taint
    config = yaml.full_load(request.files["config"].read())
    return {"name": config["name"]}


@app.route("/config/unsafe", methods=["POST"])
def upload_config_unsafe():
    # ruleid: python-deserialization-taint
    config = yaml.unsafe_load(request.form["yaml"])
    return {"name": config["name"]}


@app.route("/config/safe", methods=["POST"])
def upload_config_safe():
    # ok: python-deserialization-taint
    config = yaml.safe_load(request.get_data())
    return {"name": config["name"]}


@app.route("/config/safe-loader", methods=["POST"])
def upload_config_safe_loader():
    # ok: python-deserialization-taint
    config = yaml.load(request.get_data(), Loader=yaml.SafeLoader)
    return {"name": config["name"]}


@app.route("/config/csafe-loader", methods=["POST"])
def upload_config_csafe_loader():
    # ok: python-deserialization-taint
    config = yaml.load(request.get_data(), yaml.CSafeLoader)
    return {"name": config["name"]}


@app.route("/objects", methods=["POST"])
def objects():
    payload = request.get_json()["payload"]
    # ruleid: python-deserialization-taint
    obj = jsonpickle.decode(payload)
    return {"type": type(obj).__name__}


@app.route("/code", methods=["POST"])
def code():
    # ruleid: python-deserialization-taint
    func = marshal.loads(request.get_data())
    return {"name": func.co_name}


@app.route("/pipeline", methods=["POST"])
def pipeline():
    # ruleid: python-deserialization-taint
    model = joblib.load(request.files["model"])
    return {"steps": len(model.steps)}


@app.route("/job", methods=["POST"])
def job():
    # ruleid: python-deserialization-taint
    fn = dill.loads(request.get_data())
    # ruleid: python-deserialization-taint
    other = cloudpickle.loads(request.get_data())
    return {"ok": callable(fn) and callable(other)}


def django_frame(request: HttpRequest) -> JsonResponse:
    upload = request.FILES["frame"]
    # ruleid: python-deserialization-taint
    frame = pd.read_pickle(upload)
    return JsonResponse({"rows": len(frame)})


def django_frame_parquet(request: HttpRequest) -> JsonResponse:
    upload = request.FILES["frame"]
    # ok: python-deserialization-taint
    frame = pd.read_parquet(upload)
    return JsonResponse({"rows": len(frame)})


def django_array(request: HttpRequest) -> JsonResponse:
    # ruleid: python-deserialization-taint
    array = np.load(request.FILES["array"], allow_pickle=True)
    # ok: python-deserialization-taint
    plain = np.load(request.FILES["plain"])
    return JsonResponse({"shape": list(array.shape) + list(plain.shape)})


def django_shelf(request: HttpRequest) -> JsonResponse:
    # ruleid: python-deserialization-taint
    with shelve.open("/srv/shelves/" + request.GET["name"]) as db:
        return JsonResponse({"keys": list(db)})


def django_shelf_fixed(request: HttpRequest) -> JsonResponse:
    # ok: python-deserialization-taint
    with shelve.open("/srv/shelves/main") as db:
        return JsonResponse({"value": db.get(request.GET["key"])})


@api.post("/models")
async def upload_model(file: UploadFile):
    # ruleid: python-deserialization-taint
    state = torch.load(file.file, map_location="cpu")
    return {"tensors": len(state)}


@api.post("/models/weights")
async def upload_weights(file: UploadFile):
    # ok: python-deserialization-taint
    state = torch.load(file.file, map_location="cpu", weights_only=True)
    return {"tensors": len(state)}


@api.post("/models/bytes")
async def upload_model_bytes(file: UploadFile):
    data = await file.read()
    # ok: python-deserialization-taint
    return {"size": len(data), "head": data[:4].hex()}


@app.route("/session/save", methods=["POST"])
def save_session():
    # ok: python-deserialization-taint
    blob = pickle.dumps(request.get_json())
    # ok: python-deserialization-taint
    encoded = jsonpickle.encode(request.get_json())
    return {"size": len(blob) + len(encoded)}


@app.route("/config/documents", methods=["POST"])
def upload_documents():
    # ok: python-deserialization-taint
    documents = list(yaml.safe_load_all(request.get_data()))
    return {"count": len(documents)}


def load_local_cache(path: str) -> object:
    with open(path, "rb") as fh:
        # ok: python-deserialization-taint
        return pickle.load(fh)
