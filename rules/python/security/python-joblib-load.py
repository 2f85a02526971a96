import io
import json

import cloudpickle
import joblib
import requests
import skops.io as sio
from joblib import dump, load


def load_model(path: str):
    # ruleid: python-joblib-load
    return joblib.load(path)


def load_remote_model(url: str):
    data = requests.get(url, timeout=10).content
    # ruleid: python-joblib-load
    return load(io.BytesIO(data))


def run_task(payload: bytes):
    # ruleid: python-joblib-load
    task = cloudpickle.loads(payload)
    return task()


def read_task(fh):
    # ruleid: python-joblib-load
    return cloudpickle.load(fh)


def save_model(model, path: str) -> None:
    # ok: python-joblib-load
    joblib.dump(model, path)


def save_task(task) -> bytes:
    # ok: python-joblib-load
    return cloudpickle.dumps(task)


def load_skops(path: str):
    # ok: python-joblib-load
    return sio.load(path, trusted=["sklearn.pipeline.Pipeline"])


def load_params(path: str) -> dict:
    with open(path) as fh:
        # ok: python-joblib-load
        return json.load(fh)


def parallel(items):
    # ok: python-joblib-load
    return joblib.Parallel(n_jobs=2)(joblib.delayed(len)(item) for item in items)


import os  # noqa: E402

from django.conf import settings  # noqa: E402

MODEL_PATH = os.environ.get("CHURN_MODEL_PATH", "/opt/models/churn.joblib")
# ok: python-joblib-load
MODEL = joblib.load(MODEL_PATH)


def churn_model():
    # ok: python-joblib-load
    return joblib.load(settings.CHURN_MODEL_PATH)


def bundled_model():
    # ok: python-joblib-load
    return joblib.load("/opt/models/fraud-2024.joblib")


def env_model():
    # ok: python-joblib-load
    return joblib.load(os.environ["FRAUD_MODEL"])


def uploaded_model(upload_dir: str, name: str):
    # ruleid: python-joblib-load
    return joblib.load(os.path.join(upload_dir, name))


def log_model(path: str):
    # ruleid: python-joblib-load
    print("loaded", joblib.load(path))


def load_tenant_model(model_dir, tenant):
    # ruleid: python-joblib-load
    return joblib.load(f"{model_dir}/{tenant}.joblib")
