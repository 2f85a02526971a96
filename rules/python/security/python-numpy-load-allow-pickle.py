import numpy as np


def load_features(path: str) -> np.ndarray:
    # ruleid: python-numpy-load-allow-pickle
    return np.load(path, allow_pickle=True)


def load_archive(path: str) -> dict:
    # ruleid: python-numpy-load-allow-pickle
    with np.load(path, mmap_mode="r", allow_pickle=True) as npz:
        return dict(npz)


def load_features_safe(path: str) -> np.ndarray:
    # ok: python-numpy-load-allow-pickle
    return np.load(path)


def load_explicit(path: str) -> np.ndarray:
    # ok: python-numpy-load-allow-pickle
    return np.load(path, allow_pickle=False)
