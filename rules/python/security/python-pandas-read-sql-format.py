import pandas as pd
from pandas import read_sql_query


def sales(con, region: str) -> pd.DataFrame:
    # ruleid: python-pandas-read-sql-format
    return pd.read_sql(f"SELECT * FROM sales WHERE region = '{region}'", con)


def sales_kw(con, region: str) -> pd.DataFrame:
    # ruleid: python-pandas-read-sql-format
    return read_sql_query(sql="SELECT * FROM sales WHERE region = '%s'" % region, con=con)


def sales_safe(con, region: str) -> pd.DataFrame:
    # ok: python-pandas-read-sql-format
    return pd.read_sql("SELECT * FROM sales WHERE region = %(region)s", con, params={"region": region})


def whole_table(con) -> pd.DataFrame:
    # ok: python-pandas-read-sql-format
    return pd.read_sql_query("SELECT * FROM sales", con)
