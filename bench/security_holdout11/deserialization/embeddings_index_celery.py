import io

import numpy as np
from celery import shared_task

from .storage import fetch_blob, save_index


@shared_task(acks_late=True)
def index_embeddings(blob_key, dimension=384):
    blob = fetch_blob(blob_key)
    matrix = np.load(io.BytesIO(blob), allow_pickle=False)
    if matrix.ndim != 2 or matrix.shape[1] != dimension:
        raise ValueError("unexpected embedding shape %r" % (matrix.shape,))
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    normalised = matrix / np.clip(norms, 1e-12, None)
    save_index(blob_key, normalised.astype(np.float32))
    return int(matrix.shape[0])
