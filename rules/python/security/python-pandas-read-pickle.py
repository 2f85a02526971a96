import pandas as pd
from pandas import read_pickle


def load_upload(path: str) -> pd.DataFrame:
    # ruleid: python-pandas-read-pickle
    return pd.read_pickle(path)


def load_remote(url: str) -> pd.DataFrame:
    # ruleid: python-pandas-read-pickle
    return read_pickle(url, compression="gzip")


def load_parquet(path: str) -> pd.DataFrame:
    # ok: python-pandas-read-pickle
    return pd.read_parquet(path)


def save(df: pd.DataFrame, path: str) -> None:
    # ok: python-pandas-read-pickle
    df.to_pickle(path)
