import os
from datetime import date, timedelta

import dill
from redis import Redis
from rq import Queue

from warehouse.forecasts import save_forecast

MODEL_PATH = os.environ.get("FORECAST_MODEL_PATH", "/opt/forecast/models/demand.dill")


def _load_model():
    with open(MODEL_PATH, "rb") as fh:
        return dill.load(fh)


def refresh_forecast(warehouse_id, horizon_days=14):
    model = _load_model()
    start = date.today()
    horizon = [start + timedelta(days=i) for i in range(int(horizon_days))]
    predictions = model.predict(int(warehouse_id), horizon)
    save_forecast(int(warehouse_id), dict(zip((d.isoformat() for d in horizon), predictions)))
    return len(predictions)


def schedule(warehouse_id):
    return Queue("forecasting", connection=Redis()).enqueue(refresh_forecast, warehouse_id)
