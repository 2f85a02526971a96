package com.example.http;

import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import javax.net.ssl.SSLSession;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.apache.http.conn.ssl.NoopHostnameVerifier;

public class InsecureClient {
    static final TrustManager[] TRUST_ALL = new TrustManager[] {
        new X509TrustManager() {
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}

            // ruleid: java-trust-all-tls
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}

            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }
    };

    static class AnyHost implements HostnameVerifier {
        // ruleid: java-trust-all-tls
        @Override
        public boolean verify(String hostname, SSLSession session) {
            return true;
        }
    }

    void configure(HttpsURLConnection conn) {
        // ruleid: java-trust-all-tls
        conn.setHostnameVerifier((host, session) -> true);
        // ruleid: java-trust-all-tls
        HttpsURLConnection.setDefaultHostnameVerifier(NoopHostnameVerifier.INSTANCE);
    }
}

class PinnedTrustManager implements X509TrustManager {
    private final X509TrustManager delegate;

    PinnedTrustManager(KeyStore store) throws Exception {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        this.delegate = (X509TrustManager) tmf.getTrustManagers()[0];
    }

    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkClientTrusted(chain, authType);
    }

    // ok: java-trust-all-tls
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate.checkServerTrusted(chain, authType);
    }

    public X509Certificate[] getAcceptedIssuers() {
        return delegate.getAcceptedIssuers();
    }
}

class StrictHost implements HostnameVerifier {
    // ok: java-trust-all-tls
    public boolean verify(String hostname, SSLSession session) {
        return "api.example.com".equals(hostname);
    }

    void configure(HttpsURLConnection conn) {
        // ok: java-trust-all-tls
        conn.setHostnameVerifier(this);
        // ok: java-trust-all-tls
        conn.setHostnameVerifier((host, session) -> host.endsWith(".example.com"));
    }
}
