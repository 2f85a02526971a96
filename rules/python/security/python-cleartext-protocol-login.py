import ftplib
import os
import telnetlib
from ftplib import FTP, FTP_TLS

import paramiko


def reboot_switch(host: str, password: str) -> None:
    # ruleid: python-cleartext-protocol-login
    tn = telnetlib.Telnet(host, 23, timeout=10)
    tn.read_until(b"Password: ")
    tn.write(password.encode() + b"\n")
    tn.write(b"reload\n")
    tn.close()


def upload_report(host: str, path: str) -> None:
    # ruleid: python-cleartext-protocol-login
    ftp = ftplib.FTP(host)
    ftp.login(os.environ["FTP_USER"], os.environ["FTP_PASSWORD"])
    with open(path, "rb") as fh:
        ftp.storbinary("STOR report.csv", fh)
    ftp.quit()


def fetch_invoices(host: str, user: str, password: str) -> list[str]:
    # ruleid: python-cleartext-protocol-login
    with FTP(host, user, password) as ftp:
        return ftp.nlst()


def push_backup(host: str, user: str, password: str, data) -> None:
    # ruleid: python-cleartext-protocol-login
    with ftplib.FTP(host, timeout=30) as ftp:
        ftp.login(user=user, passwd=password)
        ftp.storbinary("STOR backup.tar.gz", data)


def upload_report_tls(host: str, path: str) -> None:
    # ok: python-cleartext-protocol-login
    ftps = FTP_TLS(host)
    ftps.login(os.environ["FTP_USER"], os.environ["FTP_PASSWORD"])
    ftps.prot_p()
    with open(path, "rb") as fh:
        ftps.storbinary("STOR report.csv", fh)
    ftps.quit()


def mirror_listing(host: str) -> list[str]:
    # ok: python-cleartext-protocol-login
    ftp = ftplib.FTP(host)
    ftp.login()
    return ftp.nlst()


def public_download(host: str, name: str, out) -> None:
    # ok: python-cleartext-protocol-login
    with ftplib.FTP(host) as ftp:
        ftp.login("anonymous", "guest@example.org")
        ftp.retrbinary(f"RETR {name}", out.write)


def reboot_switch_ssh(host: str, user: str, password: str) -> None:
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    # ok: python-cleartext-protocol-login
    client.connect(host, username=user, password=password)
    client.exec_command("reload")


def local_test_server(user: str, password: str) -> None:
    # ok: python-cleartext-protocol-login
    ftp = ftplib.FTP("127.0.0.1")
    ftp.login(user, password)
    ftp.quit()
