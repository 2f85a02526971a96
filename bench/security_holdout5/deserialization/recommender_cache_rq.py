import logging
import os
import pickle

from redis import Redis
from rq import Queue

from recommender import settings
from recommender.training import train_model

log = logging.getLogger(__name__)
queue = Queue("recommender", connection=Redis.from_url(settings.REDIS_URL))

MODEL_PATH = os.path.join(settings.MODEL_CACHE_DIR, "item_similarity.pkl")


def load_or_train():
    if os.path.exists(MODEL_PATH):
        with open(MODEL_PATH, "rb") as fh:
            return pickle.load(fh)
    model = train_model(settings.TRAINING_DATA_PATH)
    with open(MODEL_PATH, "wb") as fh:
        pickle.dump(model, fh)
    return model


def refresh_recommendations(user_ids):
    model = load_or_train()
    for user_id in user_ids:
        recs = model.top_n(user_id, n=20)
        settings.RECS_STORE.put(user_id, recs)
    log.info("refreshed recommendations for %d users", len(user_ids))


def schedule_refresh(user_ids):
    return queue.enqueue(refresh_recommendations, list(user_ids), job_timeout=600)
