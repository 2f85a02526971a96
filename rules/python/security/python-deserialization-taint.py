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
import redis
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


# ---- data flow that constants decide: dict keys, list indexes, fixed conditions, helpers
# BEGIN fragment decidable-flow-cases source=request sink=pickle.loads(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
import datetime  # noqa: E402
import enum  # noqa: E402
import hashlib  # noqa: E402

FLOW_LEVEL = 3
FLOW_KEY = "fixed"
FLOW_NAMES = {"fixed": "fixed"}
FLOW_DIGITS = "0123456789"


def fixed_text(v):
    return "fixed"


def branch_text(v):
    if v:
        return "yes"
    return "no"


def trimmed_text(v):
    return v.strip()


def prefixed_text(v):
    if not v:
        return "none"
    return "p-" + v


def fallback_text(v):
    return "fixed"


def resolved_text(v):
    return fallback_text(v)


def passed_on_text(v):
    return trimmed_text(v)


class FlowDefaults:
    @staticmethod
    def choose(v):
        return "fixed"

    @classmethod
    def pick(cls, v):
        return "fixed"

    @staticmethod
    def keep(v):
        return v


class FlowChoice(str, enum.Enum):
    FIXED = "fixed"
    OTHER = "other"


class FlowForm:
    choice: FlowChoice = FlowChoice.FIXED
    label: str = ""


@app.route("/flow/01")
def flow_01():
    value = request.args.get("v", "")
    n = 86
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/02")
def flow_02():
    value = request.args.get("v", "")
    n = 106
    chosen = "fixed" if (7 * 42) - n > 200 else value
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/03")
def flow_03():
    value = request.args.get("v", "")
    chosen = value if 3 > 5 else "fixed"
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/04")
def flow_04():
    value = request.args.get("v", "")
    limit = 10
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/05")
def flow_05():
    value = request.args.get("v", "")
    limit = 1
    if limit > 5:
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/06")
def flow_06():
    value = request.args.get("v", "")
    chosen = "fixed"
    if FLOW_LEVEL < 2:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/07")
def flow_07():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/08")
def flow_08():
    value = request.args.get("v", "")
    mode = "b"
    if mode == "a":
        chosen = "fixed"
    elif mode == "b":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/09")
def flow_09():
    value = request.args.get("v", "")
    mode = "abc"[1]
    if mode == "a":
        chosen = value
    elif mode == "b":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/10")
def flow_10():
    value = request.args.get("v", "")
    table = {"fixed": "fixed", "user": value}
    # ok: python-deserialization-taint
    pickle.loads(table["fixed"])
    # ok: python-deserialization-taint
    pickle.loads(table.get("fixed"))
    # ruleid: python-deserialization-taint
    pickle.loads(table["user"])


@app.route("/flow/11")
def flow_11():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    table["user"] = value
    # ok: python-deserialization-taint
    pickle.loads(table.get("fixed"))
    # ruleid: python-deserialization-taint
    pickle.loads(table["user"])


@app.route("/flow/12")
def flow_12():
    value = request.args.get("v", "")
    table = {}
    table[FLOW_KEY] = "fixed"
    table["user"] = value
    # ok: python-deserialization-taint
    pickle.loads(table[FLOW_KEY])


@app.route("/flow/13")
def flow_13():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table["fixed"] = value
    # ruleid: python-deserialization-taint
    pickle.loads(table["fixed"])


@app.route("/flow/14")
def flow_14():
    value = request.args.get("v", "")
    table = {"fixed": "fixed"}
    table.update(value=value)
    table["fixed"] += value
    # ruleid: python-deserialization-taint
    pickle.loads(table["fixed"])


@app.route("/flow/15")
def flow_15():
    value = request.args.get("v", "")
    table = {}
    table["fixed"] = "fixed"
    if value:
        table["fixed"] = value
    # ruleid: python-deserialization-taint
    pickle.loads(table["fixed"])


@app.route("/flow/16")
def flow_16():
    value = request.args.get("v", "")
    items = ["fixed", value]
    # ok: python-deserialization-taint
    pickle.loads(items[0])
    # ruleid: python-deserialization-taint
    pickle.loads(items[1])


@app.route("/flow/16b")
def flow_16b():
    value = request.args.get("v", "")
    items = [value, "other", "fixed"]
    # ok: python-deserialization-taint
    pickle.loads(items[-1])
    # ok: python-deserialization-taint
    pickle.loads(items[-2])
    # ruleid: python-deserialization-taint
    pickle.loads(items[-3])


@app.route("/flow/16c")
def flow_16c():
    value = request.args.get("v", "")
    items = [value, "fixed"]
    items.reverse()
    # ruleid: python-deserialization-taint
    pickle.loads(items[-1])


@app.route("/flow/16d")
def flow_16d():
    value = request.args.get("v", "")
    items = [value, FLOW_KEY]
    table = {"asked": value, "fixed": FLOW_NAMES["fixed"]}
    # ok: python-deserialization-taint
    pickle.loads(items[1])
    # ok: python-deserialization-taint
    pickle.loads(table["fixed"])
    # ruleid: python-deserialization-taint
    pickle.loads(table["asked"])


@app.route("/flow/17")
def flow_17():
    value = request.args.get("v", "")
    items = ["first", value, "fixed"]
    items.pop(0)
    # ok: python-deserialization-taint
    pickle.loads(items[1])
    # ruleid: python-deserialization-taint
    pickle.loads(items[0])


@app.route("/flow/18")
def flow_18():
    value = request.args.get("v", "")
    items = ["fixed", value]
    items.reverse()
    # ruleid: python-deserialization-taint
    pickle.loads(items[0])


@app.route("/flow/19")
def flow_19():
    value = request.args.get("v", "")
    items = ["fixed", "other"]
    items[0] = value
    # ruleid: python-deserialization-taint
    pickle.loads(items[0])


@app.route("/flow/20")
def flow_20():
    value = request.args.get("v", "")
    items = []
    items.append("fixed")
    items.append(value)
    # ok: python-deserialization-taint
    pickle.loads(items[0])
    # ruleid: python-deserialization-taint
    pickle.loads(items[1])


@app.route("/flow/21")
def flow_21():
    value = request.args.get("v", "")
    chosen = fixed_text(value)
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/22")
def flow_22():
    value = request.args.get("v", "")
    chosen = branch_text(value)
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/23")
def flow_23():
    value = request.args.get("v", "")
    # ruleid: python-deserialization-taint
    pickle.loads(trimmed_text(value))


@app.route("/flow/24")
def flow_24():
    value = request.args.get("v", "")
    # ruleid: python-deserialization-taint
    pickle.loads(prefixed_text(value))


@app.route("/flow/25")
def flow_25():
    value = request.args.get("v", "")
    chosen = value
    chosen = "fixed"
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/26")
def flow_26():
    value = request.args.get("v", "")
    chosen = "fixed"
    chosen = value
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/27")
def flow_27():
    value = request.args.get("v", "")
    count = len(value)
    # ok: python-deserialization-taint
    pickle.loads(str(count))


@app.route("/flow/28")
def flow_28():
    value = request.args.get("v", "")
    digest = hashlib.sha256(value.encode()).hexdigest()
    # ok: python-deserialization-taint
    pickle.loads(digest)


@app.route("/flow/29")
def flow_29():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["label"] = "fixed"
    # ruleid: python-deserialization-taint
    pickle.loads(parts["chosen"])


@app.route("/flow/30")
def flow_30():
    value = request.args.get("v", "")
    parts = {}
    parts["chosen"] = value
    parts["chosen"] = "fixed"
    # ok: python-deserialization-taint
    pickle.loads(parts["chosen"])


@app.route("/flow/31")
def flow_31():
    value = request.args.get("v", "")
    merged = {"mode": "fast"}
    merged.update(value)
    # ruleid: python-deserialization-taint
    pickle.loads(merged)


@app.route("/flow/32")
def flow_32():
    value = request.args.get("v", "")
    when = datetime.date.fromisoformat(value)
    # ok: python-deserialization-taint
    pickle.loads(f"report-{when}")


@app.route("/flow/32b")
def flow_32b():
    value = request.args.get("v", "")
    when = datetime.datetime.strptime(value, "%Y-%m-%d %H:%M")
    # ok: python-deserialization-taint
    pickle.loads(f"report-{when:%Y%m%d}")


@app.route("/flow/33")
def flow_33():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch.isalnum())
    # ok: python-deserialization-taint
    pickle.loads(kept)


@app.route("/flow/33b")
def flow_33b():
    value = request.args.get("v", "")
    kept = "".join([ch for ch in value if ch in FLOW_DIGITS])
    # ok: python-deserialization-taint
    pickle.loads(kept)


@app.route("/flow/33c")
def flow_33c():
    value = request.args.get("v", "")
    kept = "".join(ch for ch in value if ch != " ")
    # ruleid: python-deserialization-taint
    pickle.loads(kept)


@app.route("/flow/34")
def flow_34():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[1]
    if guess == "A":
        chosen = value
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/34b")
def flow_34b():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[2]
    chosen = "fixed"
    if guess == "A":
        chosen = value
    elif guess == "C":
        chosen = "fixed"
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/34c")
def flow_34c():
    value = request.args.get("v", "")
    possible = "ABC"
    guess = possible[0]
    if guess == "A":
        chosen = value
    else:
        chosen = "fixed"
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/34d")
def flow_34d():
    value = request.args.get("v", "")
    possible = "XYZ"
    guess = possible[2]
    if guess == "A":
        chosen = "fixed"
    elif guess == "B":
        chosen = "fixed"
    else:
        chosen = value
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/34e")
def flow_34e():
    value = request.args.get("v", "")
    feed = "ecb"[0]
    if feed == "e":
        chosen = "fixed"
    elif feed == "f":
        chosen = value
    else:
        chosen = value
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/35")
def flow_35():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ok: python-deserialization-taint
    pickle.loads(parts[1])


@app.route("/flow/35b")
def flow_35b():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    parts.pop(0)
    # ruleid: python-deserialization-taint
    pickle.loads(parts[0])


@app.route("/flow/35c")
def flow_35c():
    value = request.args.get("v", "")
    parts = []
    parts.append("fixed")
    parts.append(value)
    parts.append("other")
    # ok: python-deserialization-taint
    pickle.loads(parts[0] + parts[2])


@app.route("/flow/35d")
def flow_35d():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    parts.pop(0)
    # ruleid: python-deserialization-taint
    pickle.loads(parts[0])


@app.route("/flow/35e")
def flow_35e():
    value = request.args.get("v", "")
    parts = ["fixed"]
    parts.append(value)
    # ruleid: python-deserialization-taint
    pickle.loads(parts[-1])


@app.route("/flow/36")
def flow_36():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "std"
    # ok: python-deserialization-taint
    pickle.loads(options[selector])


@app.route("/flow/36b")
def flow_36b():
    value = request.args.get("v", "")
    options = {"pick": value, "std": "fixed"}
    selector = "pick"
    # ruleid: python-deserialization-taint
    pickle.loads(options[selector])


@app.route("/flow/37")
def flow_37():
    value = request.args.get("v", "")
    chosen = value
    default = "fixed"
    chosen, default = default, chosen
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/37b")
def flow_37b():
    value = request.args.get("v", "")
    chosen, default = value, "fixed"
    chosen, default = default, chosen
    # ruleid: python-deserialization-taint
    pickle.loads(default)


@app.route("/flow/37c")
def flow_37c():
    value = request.args.get("v", "")
    default = "fixed"
    chosen = value
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/38")
def flow_38():
    value = request.args.get("v", "")
    names = []
    names.append(value)
    names.append("fixed")
    chosen = names.pop()
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/38b")
def flow_38b():
    value = request.args.get("v", "")
    names = ["fixed"]
    names.append(value)
    chosen = names.pop()
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/39")
def flow_39():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        chosen = preset
    # ok: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/39b")
def flow_39b():
    value = request.args.get("v", "")
    chosen = "fixed"
    for preset in [value, "other"]:
        chosen = preset
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/39c")
def flow_39c():
    value = request.args.get("v", "")
    chosen = value
    for preset in ["fixed", "other"]:
        if preset == FLOW_KEY:
            break
        chosen = preset
    # ruleid: python-deserialization-taint
    pickle.loads(chosen)


@app.route("/flow/40")
def flow_40():
    value = request.args.get("v", "")
    # ok: python-deserialization-taint
    pickle.loads(resolved_text(value))


@app.route("/flow/40b")
def flow_40b():
    value = request.args.get("v", "")
    # ruleid: python-deserialization-taint
    pickle.loads(passed_on_text(value))


@app.route("/flow/41")
def flow_41():
    value = request.args.get("v", "")
    # ok: python-deserialization-taint
    pickle.loads(FlowDefaults.choose(value) + FlowDefaults.pick(value))


@app.route("/flow/41b")
def flow_41b():
    value = request.args.get("v", "")
    # ruleid: python-deserialization-taint
    pickle.loads(FlowDefaults.keep(value))


@app.route("/flow/42")
def flow_42():
    value = request.args.get("v", "")
    # ok: python-deserialization-taint
    pickle.loads(value.choice.value)


@app.route("/flow/42b")
def flow_42b():
    value = request.args.get("v", "")
    # ruleid: python-deserialization-taint
    pickle.loads(value.label)


@app.route("/flow/43")
def flow_43():
    value = request.args.get("v", "")
    text, extra = "fixed text", (value,)
    # ok: python-deserialization-taint
    pickle.loads(text)


@app.route("/flow/43b")
def flow_43b():
    value = request.args.get("v", "")
    extra, text = (value,), "fixed text"
    # ok: python-deserialization-taint
    pickle.loads(text)


@app.route("/flow/43c")
def flow_43c():
    value = request.args.get("v", "")
    text, extra = "fixed " + value, ()
    # ruleid: python-deserialization-taint
    pickle.loads(text)
# END fragment decidable-flow-cases


# BEGIN fragment collection-propagator-cases source=request sink=pickle.loads(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
SLICE_LABEL = "fixed-label"


@app.route("/flow/s1")
def flow_s1():
    value = request.args.get("v", "")
    value = value[:40]
    # ruleid: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s2")
def flow_s2():
    value = request.args.get("v", "")
    value = value.strip()[:40]
    # ruleid: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s3")
def flow_s3():
    value = request.args.get("v", "")
    value = value[2:].lower()
    # ruleid: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s4")
def flow_s4():
    value = request.args.get("v", "")
    value = SLICE_LABEL[:5]
    # ok: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s5")
def flow_s5():
    value = request.args.get("v", "")
    value = str(len(value))[:3]
    # ok: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s6")
def flow_s6():
    value = request.args.get("v", "")
    value = value.split(",")[0]
    value = SLICE_LABEL[1:]
    # ok: python-deserialization-taint
    pickle.loads(value)


@app.route("/flow/s7")
def flow_s7():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in value.split(",")))
    # ruleid: python-deserialization-taint
    pickle.loads("".join(parts))


@app.route("/flow/s8")
def flow_s8():
    value = request.args.get("v", "")
    parts = ["head"]
    parts.append("".join(f"({item})" for item in SLICE_LABEL.split("-")))
    # ok: python-deserialization-taint
    pickle.loads("".join(parts))


@app.route("/flow/s9")
def flow_s9():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    picked = {key: values[0] for key, values in pairs.items()}
    # ruleid: python-deserialization-taint
    pickle.loads(picked["q"])


@app.route("/flow/s10")
def flow_s10():
    value = request.args.get("v", "")
    fields = {"wizard_name": value}
    renamed = {
        key.removeprefix("wizard_"): field for key, field in fields.items() if key.startswith("w")
    }
    # ruleid: python-deserialization-taint
    pickle.loads(renamed["name"])


@app.route("/flow/s11")
def flow_s11():
    value = request.args.get("v", "")
    pairs = {"q": [value]}
    sizes = {key: len(SLICE_LABEL) for key, values in pairs.items()}
    # ok: python-deserialization-taint
    pickle.loads(str(sizes["q"]))


@app.route("/flow/s12")
def flow_s12():
    value = request.args.get("v", "")
    data = {"role": value}
    prefs = dict(**{key: data[key] for key in ("role",) if key in data})
    # ruleid: python-deserialization-taint
    pickle.loads(prefs["role"])


@app.route("/flow/s13")
def flow_s13():
    value = request.args.get("v", "")
    pairs = {"q": value}
    counted = {key: str(int(item)) for key, item in pairs.items()}
    # ok: python-deserialization-taint
    pickle.loads(counted["q"])
# END fragment collection-propagator-cases
# BEGIN fragment hidden-request-read-cases source=request sink=pickle.loads(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)

@app.route("/flow/r1")
def flow_r1():
    value = request.args.get("v", "")
    head = request.args.get("w", "")[:40]
    # ruleid: python-deserialization-taint
    pickle.loads(head)


@app.route("/flow/r2")
def flow_r2():
    value = request.args.get("v", "")
    head = request.form["w"].strip()[1:]
    # ruleid: python-deserialization-taint
    pickle.loads(head)


@app.route("/flow/r3")
def flow_r3():
    value = request.args.get("v", "")
    head = str(len(request.args.get("w", "")))[:3]
    # ok: python-deserialization-taint
    pickle.loads(head)


@app.route("/flow/r4")
def flow_r4():
    value = request.args.get("v", "")
    head = "fixed-label"[:4]
    # ok: python-deserialization-taint
    pickle.loads(head)


@app.route("/flow/r5")
def flow_r5():
    value = request.args.get("v", "")
    head, tail = (request.args.get(key, "") for key in ("head", "tail"))
    # ruleid: python-deserialization-taint
    pickle.loads(head)


@app.route("/flow/r6")
def flow_r6():
    value = request.args.get("v", "")
    sizes = [int(request.args.get(key, "0")) for key in ("w", "h")]
    # ok: python-deserialization-taint
    pickle.loads(str(sizes[0]))
# END fragment hidden-request-read-cases


import hashlib  # noqa: E402
import hmac  # noqa: E402

from fastapi import FastAPI as ResultsApi, HTTPException  # noqa: E402
from fastapi import Request as ResultsRequest  # noqa: E402

results_api = ResultsApi()
WORKER_KEY = b"from-the-environment"


def verify_signature(body: bytes, signature: str) -> bool:
    expected = hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@results_api.post("/internal/results/{task_id}")
async def store_result(task_id: str, request: ResultsRequest):
    body = await request.body()
    if not verify_signature(body, request.headers.get("x-signature", "")):
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


@results_api.post("/internal/results-inline/{task_id}")
async def store_result_inline(task_id: str, request: ResultsRequest):
    body = await request.body()
    expected = hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("x-signature", "")):
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}



@results_api.post("/internal/results-logged/{task_id}")
async def store_result_logged(task_id: str, request: ResultsRequest):
    body = await request.body()
    expected = hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("x-signature", "")):
        print("signature mismatch for", task_id)
    # ruleid: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


@results_api.post("/internal/results-logged-then-refused/{task_id}")
async def store_result_logged_then_refused(task_id: str, request: ResultsRequest):
    body = await request.body()
    expected = hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("x-signature", "")):
        print("signature mismatch for", task_id)
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}

def is_recent(body: bytes) -> bool:
    return len(body) < 1_000_000


@results_api.post("/internal/results-unsigned/{task_id}")
async def store_result_unsigned(task_id: str, request: ResultsRequest):
    body = await request.body()
    if not is_recent(body):
        raise HTTPException(status_code=413)
    # ruleid: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


def _digest(body: bytes) -> str:
    return hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest()


@results_api.post("/internal/results-helper/{task_id}")
async def store_result_helper(task_id: str, request: ResultsRequest):
    body = await request.body()
    if not hmac.compare_digest(request.headers.get("x-signature", ""), _digest(body)):
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


@results_api.post("/internal/results-digest/{task_id}")
async def store_result_digest(task_id: str, request: ResultsRequest):
    body = await request.body()
    given = request.headers.get("x-signature", "")
    if not hmac.compare_digest(hmac.new(WORKER_KEY, body, hashlib.sha256).hexdigest(), given):
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


@results_api.post("/internal/results-token/{task_id}")
async def store_result_token(task_id: str, request: ResultsRequest):
    body = await request.body()
    token = request.headers.get("x-token", "")
    if not hmac.compare_digest(token, _digest(WORKER_KEY)):
        raise HTTPException(status_code=403)
    # ruleid: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


@results_api.post("/internal/results-or/{task_id}")
async def store_result_or(task_id: str, request: ResultsRequest):
    body = await request.body()
    given = request.headers.get("x-signature", "")
    if not given or not hmac.compare_digest(given, _digest(body)):
        raise HTTPException(status_code=403)
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(body))}


def open_sealed(token: bytes) -> bytes:
    mac, _, body = token.partition(b".")
    if not hmac.compare_digest(mac, _digest(body).encode()):
        raise HTTPException(status_code=403)
    return body


def open_logged(token: bytes) -> bytes:
    mac, _, body = token.partition(b".")
    if not hmac.compare_digest(mac, _digest(body).encode()):
        print("bad signature")
    return body


@results_api.post("/internal/results-sealed/{task_id}")
async def store_result_sealed(task_id: str, request: ResultsRequest):
    # a function of the file that raises unless the signature agrees hands the bytes back
    blob = open_sealed(await request.body())
    # ok: python-deserialization-taint
    return {"result": repr(pickle.loads(blob))}


@results_api.post("/internal/results-logged/{task_id}")
async def store_result_logged(task_id: str, request: ResultsRequest):
    blob = open_logged(await request.body())
    # ruleid: python-deserialization-taint
    return {"result": repr(pickle.loads(blob))}


report_cache = {}


@app.route("/reports/cached")
def cached_report():
    key = "report:" + request.args.get("period", "30d")
    # a cache holds what the server wrote, whatever key the request chose
    # ok: python-deserialization-taint
    data = pickle.loads(report_cache.get(key))
    # ruleid: python-deserialization-taint
    upload = pickle.loads(request.files.get("snapshot").read())
    return {"rows": len(data), "upload": len(upload)}


redis_client = redis.Redis()


@app.route("/reports/cached-hash")
def cached_report_fields():
    period = request.args.get("period", "30d")
    # ok: python-deserialization-taint
    summary = pickle.loads(redis_client.hget("reports", period))
    # ok: python-deserialization-taint
    pages = [pickle.loads(blob) for blob in redis_client.mget(["page:" + period, "page:all"])]
    return {"summary": repr(summary), "pages": len(pages)}


# BEGIN fragment dependency-parameter-cases source=request sink=pickle.loads(VALUE)
from flask import Flask, request  # noqa: E402

app = Flask(__name__)
from typing import Annotated  # noqa: E402

from fastapi import Depends, FastAPI, Header, Query  # noqa: E402

dependency_api = FastAPI()


def dependency_acting_user(x_acting_user: str | None = Header(default=None)):
    if (acting := x_acting_user) is not None:
        # ruleid: python-deserialization-taint
        pickle.loads(acting.strip())
    return x_acting_user


def dependency_page(page: int = Query(1, ge=1)):
    # ok: python-deserialization-taint
    pickle.loads(str(page))
    return page


def dependency_slug(slug: str = Query("main", pattern=r"^[a-z]{1,20}$")):
    # ok: python-deserialization-taint
    pickle.loads(slug)
    return slug


def dependency_region(region: str | None = Query(None)):
    return {"region": region}


def dependency_fixed():
    return {"region": "eu"}


@dependency_api.get("/dependency/report")
def dependency_report(
    chosen: dict = Depends(dependency_region), fixed: dict = Depends(dependency_fixed)
):
    # ruleid: python-deserialization-taint
    pickle.loads(chosen["region"])
    # ok: python-deserialization-taint
    pickle.loads(fixed["region"])
    return {}


def dependency_token(x_token: Annotated[str, Header()]):
    # ruleid: python-deserialization-taint
    pickle.loads(x_token)
    return x_token


def dependency_code(code: Annotated[str, Query(pattern=r"^[a-z]{2}$")] = "en"):
    # ok: python-deserialization-taint
    pickle.loads(code)
    return code


def dependency_team(team: Annotated[str | None, Query()] = None):
    return {"team": team}


def dependency_owner() -> str:
    return "platform"


@dependency_api.get("/dependency/teams")
def dependency_teams(
    owner: Annotated[str, Depends(dependency_owner)],
    team: dict = Depends(dependency_team),
    slug: str = Depends(dependency_slug),
):
    # ruleid: python-deserialization-taint
    pickle.loads(team["team"])
    # a dependency that returns text it matched whole against a pattern
    # ok: python-deserialization-taint
    pickle.loads(slug)
    # ok: python-deserialization-taint
    pickle.loads(owner)
    return {}
# END fragment dependency-parameter-cases
